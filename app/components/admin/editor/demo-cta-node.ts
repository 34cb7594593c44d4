import { Node, mergeAttributes } from "@tiptap/core";
import { demoCtaHtml } from "~/lib/demo-cta-markup";

declare module "@tiptap/core" {
  interface Commands<ReturnType> {
    demoCta: {
      /** Inserts the book-a-demo block at the selection. */
      insertDemoCta: () => ReturnType;
    };
  }
}

let viewCount = 0;

/**
 * The book-a-demo block. Stored as `<hr data-block="demo-cta">` (a void element, so nothing
 * can hide inside it); the public page expands it into the same markup as the call to action
 * under every article, and the editor shows exactly that markup.
 */
export const DemoCtaNode = Node.create({
  name: "demoCta",
  group: "block",
  atom: true,
  selectable: true,
  draggable: true,
  // Ahead of the horizontal rule, which would otherwise claim every <hr>.
  priority: 1000,

  parseHTML() {
    return [{ tag: 'hr[data-block="demo-cta"]' }];
  },

  renderHTML({ HTMLAttributes }) {
    return ["hr", mergeAttributes(HTMLAttributes, { "data-block": "demo-cta" })];
  },

  addNodeView() {
    return () => {
      const dom = document.createElement("div");
      dom.setAttribute("data-demo-cta-view", "");
      dom.contentEditable = "false";
      // Trusted, fixed markup (no author input); inside the editor it is a picture, not a link.
      dom.innerHTML = demoCtaHtml(`editor-demo-cta-${++viewCount}`);
      dom.querySelector("a")?.setAttribute("tabindex", "-1");
      return { dom };
    };
  },

  addCommands() {
    return {
      insertDemoCta:
        () =>
        ({ commands }) =>
          commands.insertContent({ type: this.name }),
    };
  },
});
