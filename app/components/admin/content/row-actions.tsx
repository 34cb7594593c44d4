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
 * A list row's own buttons: move up, move down, hide or show. One small form posting to the
 * list's action with the row's version, each button sending its own intent (a form sends only
 * the button pressed, with or without JavaScript), so a stale list is refused instead of moving
 * the wrong row. One form, not one per button: the help and FAQ lists have thirty rows, and
 * three forms with their hidden fields each made a fifth of the page's elements
 * (docs/decisions/0040-ci-stages-side-by-side.md, "Second round").
 */
export function RowActions({ id, version, label, published, first, last }: RowActionsProps) {
  return (
    <Form method="post" preventScrollReset className="flex flex-wrap gap-1.5">
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="version" value={version} />
      <Button type="submit" name="intent" value="up" size="compact" variant="outline" disabled={first}>
        <span aria-hidden="true">↑</span> Up<span className="sr-only"> (move “{label}” up)</span>
      </Button>
      <Button type="submit" name="intent" value="down" size="compact" variant="outline" disabled={last}>
        <span aria-hidden="true">↓</span> Down
        <span className="sr-only"> (move “{label}” down)</span>
      </Button>
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
  );
}
