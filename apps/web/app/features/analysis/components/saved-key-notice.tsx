import { Button } from "@keystone/ui/components/button";
import { siteConfig } from "~/site.config";
import { ForgetKeyButton } from "./forget-key-button";

interface SavedKeyNoticeProps {
  busy: boolean;
  onUse: () => void;
  onForget: () => void;
}

/**
 * On the setup step after a reload: a key is saved in this browser. It can be used, after the same
 * one-page test crawl as a typed key (a reload never restores the accepted state), or forgotten,
 * neither of which needs a test crawl first.
 */
export function SavedKeyNotice({ busy, onUse, onForget }: SavedKeyNoticeProps) {
  return (
    <div data-slot="saved-key" className="grid gap-3 rounded-md border p-4">
      <p className="text-sm">
        A {siteConfig.provider.name} API key is saved in this browser. Use it to continue (it is
        checked with the same one-page test crawl first), enter another below, or forget it.
      </p>
      <div className="flex flex-wrap gap-3">
        <Button type="button" disabled={busy} onClick={onUse}>
          Use saved key
        </Button>
        <ForgetKeyButton
          disabled={busy}
          onForget={onForget}
          consequence="The key is removed from this browser."
        />
      </div>
    </div>
  );
}
