import { Button } from "@keystone/ui/components/button";
import { FormField } from "@keystone/ui/components/form-field";
import { Input } from "@keystone/ui/components/input";
import { Select } from "@keystone/ui/components/select";
import { Plus, X } from "lucide-react";
import { useId } from "react";
import { setCustomQueries, useCrawlSetup } from "../hooks/use-crawl-setup";
import { forgetEngineProblems, useCustomQueryCheck } from "../hooks/use-custom-query-check";
import {
  type CustomExtraction,
  type CustomQueries,
  type CustomSearch,
  MAX_CUSTOM_EXTRACTIONS,
  MAX_CUSTOM_SEARCHES,
  customQueryProblems,
  emptyExtraction,
  emptySearch,
} from "../model/custom-queries";

const modeWords = { contains: "Contains", "does-not-contain": "Does not contain" } as const;
const kindWords = { text: "Text", regex: "Regular expression" } as const;
const scopeWords = {
  content: "Content area",
  html: "Whole HTML",
  text: "Visible text",
} as const;
const valueWords = { text: "Text", attribute: "Attribute", "inner-html": "Inner HTML" } as const;

function Choices<T extends string>({
  value,
  words,
  onChange,
}: {
  value: T;
  words: Record<T, string>;
  onChange: (value: T) => void;
}) {
  return (
    <Select value={value} onChange={(event) => onChange(event.currentTarget.value as T)}>
      {(Object.keys(words) as T[]).map((key) => (
        <option key={key} value={key}>
          {words[key]}
        </option>
      ))}
    </Select>
  );
}

interface RowProps<T> {
  index: number;
  entry: T;
  problems: string[];
  onChange: (entry: T) => void;
  onRemove: () => void;
}

/** A row's frame: its fields, its problems (said to assistive technology) and Remove. */
function Row({
  title,
  problems,
  onRemove,
  children,
}: {
  title: string;
  problems: string[];
  onRemove: () => void;
  children: React.ReactNode;
}) {
  const problemId = useId();
  return (
    <li
      className="grid gap-2 rounded-md border p-3 data-[invalid=true]:border-destructive"
      data-invalid={problems.length > 0}
      aria-describedby={problems.length > 0 ? problemId : undefined}
      data-slot="custom-query-row"
    >
      <div className="flex items-center justify-between gap-2">
        <span className="text-sm font-semibold">{title}</span>
        <Button variant="ghost" size="sm" onClick={onRemove} aria-label={`Remove ${title}`}>
          <X aria-hidden="true" />
          Remove
        </Button>
      </div>
      <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4">{children}</div>
      {problems.length > 0 && (
        <p id={problemId} className="text-sm text-destructive" data-slot="custom-query-problem">
          {problems.join(" ")}
        </p>
      )}
    </li>
  );
}

function SearchRow({ index, entry, problems, onChange, onRemove }: RowProps<CustomSearch>) {
  const set = (change: Partial<CustomSearch>) => onChange({ ...entry, ...change });
  return (
    <Row title={`Search ${index + 1}`} problems={problems} onRemove={onRemove}>
      <FormField className="gap-1" label="Name">
        <Input value={entry.name} onChange={(event) => set({ name: event.currentTarget.value })} />
      </FormField>
      <FormField className="gap-1" label="Pages that">
        <Choices value={entry.mode} words={modeWords} onChange={(mode) => set({ mode })} />
      </FormField>
      <FormField className="gap-1" label="Match as">
        <Choices value={entry.kind} words={kindWords} onChange={(kind) => set({ kind })} />
      </FormField>
      <FormField className="gap-1" label="Look in">
        <Choices value={entry.scope} words={scopeWords} onChange={(scope) => set({ scope })} />
      </FormField>
      <div className="sm:col-span-2 lg:col-span-4">
        <FormField className="gap-1" label={entry.kind === "regex" ? "Regular expression" : "Text"}>
          <Input
            value={entry.expression}
            spellCheck={false}
            className="font-mono"
            onChange={(event) => set({ expression: event.currentTarget.value })}
          />
        </FormField>
      </div>
    </Row>
  );
}

function ExtractionRow({ index, entry, problems, onChange, onRemove }: RowProps<CustomExtraction>) {
  const set = (change: Partial<CustomExtraction>) => onChange({ ...entry, ...change });
  return (
    <Row title={`Extraction ${index + 1}`} problems={problems} onRemove={onRemove}>
      <FormField className="gap-1" label="Name">
        <Input value={entry.name} onChange={(event) => set({ name: event.currentTarget.value })} />
      </FormField>
      <FormField className="gap-1" label="CSS selector">
        <Input
          value={entry.selector}
          spellCheck={false}
          className="font-mono"
          onChange={(event) => set({ selector: event.currentTarget.value })}
        />
      </FormField>
      <FormField className="gap-1" label="Read">
        <Choices value={entry.value} words={valueWords} onChange={(value) => set({ value })} />
      </FormField>
      {entry.value === "attribute" && (
        <FormField className="gap-1" label="Attribute">
          <Input
            value={entry.attribute}
            spellCheck={false}
            onChange={(event) => set({ attribute: event.currentTarget.value })}
          />
        </FormField>
      )}
    </Row>
  );
}

const replaced = <T,>(list: readonly T[], index: number, entry: T) =>
  list.map((current, at) => (at === index ? entry : current));
const removed = <T,>(list: readonly T[], index: number) => list.filter((_, at) => at !== index);

/**
 * Staff's own searches and extractions, run by the audit of the next crawl. Kept in the page's
 * address (a shared link asks the same question); checked before a crawl starts, and a crawl is
 * refused, nothing spent, while one of them is wrong.
 */
export function CustomQueriesEditor({ disabled }: { disabled: boolean }) {
  const { custom } = useCrawlSetup();
  const check = useCustomQueryCheck();
  const problems = check.shown ? [...customQueryProblems(custom), ...check.engine] : [];
  const general = problems.filter((problem) => problem.row === "all");
  const problemsOf = (row: string) =>
    problems.filter((problem) => problem.row === row).map((problem) => problem.message);
  const set = (next: CustomQueries) => {
    forgetEngineProblems();
    setCustomQueries(next);
  };
  const count = custom.searches.length + custom.extractions.length;
  return (
    <details
      className="rounded-md border p-3"
      data-slot="custom-queries"
      open={count > 0 || problems.length > 0 || undefined}
    >
      <summary className="cursor-pointer rounded-sm font-semibold focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none">
        Custom searches and extractions{count > 0 ? ` (${count})` : ""}
      </summary>
      <fieldset disabled={disabled} className="mt-3 grid gap-4">
        <legend className="sr-only">Custom searches and extractions</legend>
        <p className="text-sm text-muted-foreground">
          Asked of every page of the next crawl; each gets a count, its pages and a column in the
          Pages CSV. Regular expressions run on a linear-time engine. The page&rsquo;s address keeps
          them, so a link to it asks the same.
        </p>
        {problems.length > 0 && (
          <p role="alert" className="text-sm font-medium text-destructive">
            Correct the custom searches and extractions marked below: nothing was crawled.
            {general.map((problem) => ` ${problem.message}`).join("")}
          </p>
        )}
        <section className="grid gap-2" aria-label="Custom searches">
          <ul className="grid gap-2">
            {custom.searches.map((entry, index) => (
              <SearchRow
                key={index}
                index={index}
                entry={entry}
                problems={problemsOf(`search-${index}`)}
                onChange={(next) =>
                  set({ ...custom, searches: replaced(custom.searches, index, next) })
                }
                onRemove={() => set({ ...custom, searches: removed(custom.searches, index) })}
              />
            ))}
          </ul>
          <Button
            variant="outline"
            size="sm"
            className="justify-self-start"
            disabled={custom.searches.length >= MAX_CUSTOM_SEARCHES}
            onClick={() => set({ ...custom, searches: [...custom.searches, emptySearch()] })}
          >
            <Plus aria-hidden="true" />
            Add a search ({custom.searches.length} of {MAX_CUSTOM_SEARCHES})
          </Button>
        </section>
        <section className="grid gap-2" aria-label="Custom extractions">
          <ul className="grid gap-2">
            {custom.extractions.map((entry, index) => (
              <ExtractionRow
                key={index}
                index={index}
                entry={entry}
                problems={problemsOf(`extraction-${index}`)}
                onChange={(next) =>
                  set({ ...custom, extractions: replaced(custom.extractions, index, next) })
                }
                onRemove={() => set({ ...custom, extractions: removed(custom.extractions, index) })}
              />
            ))}
          </ul>
          <Button
            variant="outline"
            size="sm"
            className="justify-self-start"
            disabled={custom.extractions.length >= MAX_CUSTOM_EXTRACTIONS}
            onClick={() =>
              set({ ...custom, extractions: [...custom.extractions, emptyExtraction()] })
            }
          >
            <Plus aria-hidden="true" />
            Add an extraction ({custom.extractions.length} of {MAX_CUSTOM_EXTRACTIONS})
          </Button>
        </section>
      </fieldset>
    </details>
  );
}
