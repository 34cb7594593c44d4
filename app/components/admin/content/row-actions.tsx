import { Form } from "react-router";
import { Button } from "~/components/ui/button";

interface RowActionsProps {
  id: string;
  version: number;
  /** What the buttons name for a screen reader ("Move “CBSE” up"). */
  label: string;
  published: boolean;
  first: boolean;
  last: boolean;
}

/**
 * A list row's own buttons: move up, move down, hide or show. Each is a small form posting to
 * the list's action with the row's version, so they work without JavaScript and a stale list
 * is refused instead of moving the wrong row.
 */
export function RowActions({ id, version, label, published, first, last }: RowActionsProps) {
  const hidden = (
    <>
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="version" value={version} />
    </>
  );
  return (
    <div className="flex flex-wrap gap-1.5">
      <Form method="post" preventScrollReset>
        {hidden}
        <Button type="submit" name="intent" value="up" size="compact" variant="outline" disabled={first}>
          <span aria-hidden="true">↑</span> Up<span className="sr-only"> (move “{label}” up)</span>
        </Button>
      </Form>
      <Form method="post" preventScrollReset>
        {hidden}
        <Button type="submit" name="intent" value="down" size="compact" variant="outline" disabled={last}>
          <span aria-hidden="true">↓</span> Down
          <span className="sr-only"> (move “{label}” down)</span>
        </Button>
      </Form>
      <Form method="post" preventScrollReset>
        {hidden}
        <Button
          type="submit"
          name="intent"
          value={published ? "hide" : "show"}
          size="compact"
          variant="outline"
        >
          {published ? "Hide" : "Show"}
          <span className="sr-only"> “{label}”</span>
        </Button>
      </Form>
    </div>
  );
}
