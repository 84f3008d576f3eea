import { Button } from "@keystone/ui/components/button";
import { Card, CardContent, CardDescription, CardHeader } from "@keystone/ui/components/card";
import { FormField } from "@keystone/ui/components/form-field";
import { Input } from "@keystone/ui/components/input";
import { useRef } from "react";
import { useHydrated } from "~/lib/use-hydrated";
import { siteConfig } from "~/site.config";
import { CardHeading } from "./card-heading";
import { SavedKeyNotice } from "./saved-key-notice";

const { provider } = siteConfig;

interface ApiKeySetupCardProps {
  busy: boolean;
  onSubmitKey: (apiKey: string) => void;
  /** Stops a key check in progress. */
  onCancel: () => void;
  /** Puts the focus in the key field when the card appears (after the key was forgotten). */
  focusKeyField?: boolean;
  /** A key is saved in this browser: offer to use it or forget it. */
  keySaved: boolean;
  onUseSavedKey: () => void;
  onForgetKey: () => void;
}

/** Step 1: the provider key, checked by a one-page test crawl before it is saved. */
export function ApiKeySetupCard({
  busy,
  onSubmitKey,
  onCancel,
  focusKeyField = false,
  keySaved,
  onUseSavedKey,
  onForgetKey,
}: ApiKeySetupCardProps) {
  const keyField = useRef<HTMLInputElement>(null);
  // Until React has hydrated the prerendered form, submitting it would be the browser's own POST
  // to this site: the key would reach our server instead of only the provider.
  const hydrated = useHydrated();

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const apiKey = new FormData(event.currentTarget).get("apiKey");
    onSubmitKey(typeof apiKey === "string" ? apiKey : "");
  }

  return (
    <Card>
      <CardHeader>
        <CardHeading>Website Analysis Setup</CardHeading>
        <CardDescription>
          Enter your {provider.name} API key. It is checked with a one-page test crawl (for at most
          2 minutes) and kept in this browser only.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {keySaved && (
          <SavedKeyNotice
            busy={busy || !hydrated}
            onUse={onUseSavedKey}
            onForget={() => {
              onForgetKey();
              // The notice and its button go; the focus goes where a key is entered.
              keyField.current?.focus();
            }}
          />
        )}
        {/* POST, never GET: a submitted form must not put the key in the address bar. */}
        <form method="post" onSubmit={handleSubmit} className="grid gap-4">
          <FormField label={`${provider.name} API key`}>
            <Input
              ref={keyField}
              name="apiKey"
              type="password"
              placeholder="Enter your API key"
              required
              autoComplete="off"
              // Only ever true after the user's own "Forget key", never on the first load.
              autoFocus={focusKeyField}
              spellCheck={false}
            />
          </FormField>
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={busy || !hydrated} className="w-fit">
              {busy ? "Validating..." : "Set API Key"}
            </Button>
            {busy && (
              <Button type="button" variant="outline" onClick={onCancel}>
                Cancel
              </Button>
            )}
          </div>
          <p className="text-sm text-muted-foreground">
            No key yet?{" "}
            <a
              href={provider.keyPageUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="font-medium text-primary underline underline-offset-4"
            >
              Get an API key from {provider.name}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </p>
        </form>
      </CardContent>
    </Card>
  );
}
