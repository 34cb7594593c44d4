import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import Image from "@tiptap/extension-image";
import { TableKit } from "@tiptap/extension-table";
import { useId, useState, type ReactNode } from "react";
import { DemoCtaNode } from "./demo-cta-node";

export interface RichTextEditorProps {
  name: string;
  labelId: string;
  describedBy?: string;
  defaultValue: string;
  /** Where images are uploaded (multipart field `file`, answers JSON `{ url }`); none: by URL only. */
  uploadUrl?: string;
  invalid?: boolean;
}

/**
 * The panel's rich-text editor (TipTap on ProseMirror): headings, paragraphs, lists, links,
 * images, tables and the book-a-demo block. The HTML travels in a hidden input, so the form
 * posts as any other; the server sanitises it on save and again on render.
 */
export default function RichTextEditor(props: RichTextEditorProps) {
  const [html, setHtml] = useState(props.defaultValue);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        code: false,
        codeBlock: false,
        strike: false,
        underline: false,
        link: {
          openOnClick: false,
          autolink: true,
          protocols: ["https", "http", "mailto", "tel"],
          HTMLAttributes: { rel: null, target: null },
        },
      }),
      Image.configure({ inline: false, allowBase64: false }),
      TableKit.configure({ table: { resizable: false } }),
      DemoCtaNode,
    ],
    content: props.defaultValue,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": props.labelId,
        ...(props.describedBy ? { "aria-describedby": props.describedBy } : {}),
        ...(props.invalid ? { "aria-invalid": "true" } : {}),
        "data-testid": "rich-text-editor",
        class:
          "prose-learnova min-h-72 rounded-b-xl border border-t-0 border-gray-300 bg-white px-4 py-2 focus:outline-2 focus:outline-brand-700",
      },
    },
    onUpdate: ({ editor }) => setHtml(editor.isEmpty ? "" : editor.getHTML()),
  });

  return (
    <div className="rich-text-editor">
      {editor ? <Toolbar editor={editor} uploadUrl={props.uploadUrl} /> : null}
      <EditorContent editor={editor} />
      <input type="hidden" name={props.name} value={html} />
    </div>
  );
}

type Panel = "link" | "image" | null;

function Toolbar({ editor, uploadUrl }: { editor: Editor; uploadUrl?: string }) {
  const [panel, setPanel] = useState<Panel>(null);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      paragraph: e.isActive("paragraph"),
      h2: e.isActive("heading", { level: 2 }),
      h3: e.isActive("heading", { level: 3 }),
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      bullet: e.isActive("bulletList"),
      ordered: e.isActive("orderedList"),
      quote: e.isActive("blockquote"),
      link: e.isActive("link"),
      table: e.isActive("table"),
    }),
  });
  const chain = () => editor.chain().focus();
  return (
    <div className="rounded-t-xl border border-gray-300 bg-gray-50 p-1.5">
      <div role="toolbar" aria-label="Formatting" className="flex flex-wrap items-center gap-1">
        <Tool label="Paragraph" on={state.paragraph} run={() => chain().setParagraph().run()}>
          P
        </Tool>
        <Tool label="Heading 2" on={state.h2} run={() => chain().toggleHeading({ level: 2 }).run()}>
          H2
        </Tool>
        <Tool label="Heading 3" on={state.h3} run={() => chain().toggleHeading({ level: 3 }).run()}>
          H3
        </Tool>
        <Sep />
        <Tool label="Bold" on={state.bold} run={() => chain().toggleBold().run()}>
          <strong>B</strong>
        </Tool>
        <Tool label="Italic" on={state.italic} run={() => chain().toggleItalic().run()}>
          <em>I</em>
        </Tool>
        <Sep />
        <Tool label="Bulleted list" on={state.bullet} run={() => chain().toggleBulletList().run()}>
          • List
        </Tool>
        <Tool
          label="Numbered list"
          on={state.ordered}
          run={() => chain().toggleOrderedList().run()}
        >
          1. List
        </Tool>
        <Tool label="Quote" on={state.quote} run={() => chain().toggleBlockquote().run()}>
          “ ”
        </Tool>
        <Sep />
        <Tool
          label="Link"
          on={state.link || panel === "link"}
          run={() => setPanel(panel === "link" ? null : "link")}
        >
          Link
        </Tool>
        <Tool
          label="Image"
          on={panel === "image"}
          run={() => setPanel(panel === "image" ? null : "image")}
        >
          Image
        </Tool>
        <Tool
          label="Insert table"
          run={() => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()}
        >
          Table
        </Tool>
        <Tool label="Insert book-a-demo block" run={() => chain().insertDemoCta().run()}>
          Demo block
        </Tool>
        <Sep />
        <Tool label="Undo" run={() => chain().undo().run()}>
          ↶
        </Tool>
        <Tool label="Redo" run={() => chain().redo().run()}>
          ↷
        </Tool>
      </div>
      {state.table ? (
        <div role="toolbar" aria-label="Table" className="mt-1 flex flex-wrap gap-1">
          <Tool label="Add row" run={() => chain().addRowAfter().run()}>
            + Row
          </Tool>
          <Tool label="Add column" run={() => chain().addColumnAfter().run()}>
            + Column
          </Tool>
          <Tool label="Delete row" run={() => chain().deleteRow().run()}>
            − Row
          </Tool>
          <Tool label="Delete column" run={() => chain().deleteColumn().run()}>
            − Column
          </Tool>
          <Tool label="Delete table" run={() => chain().deleteTable().run()}>
            Delete table
          </Tool>
        </div>
      ) : null}
      {panel === "link" ? <LinkPanel editor={editor} close={() => setPanel(null)} /> : null}
      {panel === "image" ? (
        <ImagePanel editor={editor} uploadUrl={uploadUrl} close={() => setPanel(null)} />
      ) : null}
    </div>
  );
}

function Tool(props: { label: string; on?: boolean; run: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={props.label}
      title={props.label}
      aria-pressed={props.on === undefined ? undefined : props.on}
      onMouseDown={(e) => e.preventDefault()}
      onClick={props.run}
      className={`h-8 min-w-8 rounded-md px-2 text-sm font-semibold text-brand-950 hover:bg-brand-100 ${
        props.on ? "bg-brand-100 ring-1 ring-brand-700" : ""
      }`}
    >
      {props.children}
    </button>
  );
}

function Sep() {
  return <span aria-hidden="true" className="mx-1 h-6 w-px bg-gray-300" />;
}

const inputClass = "h-9 rounded-md border border-gray-300 bg-white px-2 text-sm";

function LinkPanel({ editor, close }: { editor: Editor; close: () => void }) {
  const id = useId();
  const [href, setHref] = useState<string>(() => editor.getAttributes("link").href ?? "");
  const apply = () => {
    const url = href.trim();
    if (!url) editor.chain().focus().extendMarkRange("link").unsetLink().run();
    else editor.chain().focus().extendMarkRange("link").setLink({ href: url }).run();
    close();
  };
  return (
    <div className="mt-1 flex flex-wrap items-end gap-2 p-1">
      <label htmlFor={`${id}-href`} className="grid gap-1 text-xs font-semibold">
        Link address
        <input
          id={`${id}-href`}
          className={`${inputClass} w-72`}
          value={href}
          placeholder="https://… or /courses"
          onChange={(e) => setHref(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              apply();
            }
          }}
          autoFocus
        />
      </label>
      <button type="button" className={`${inputClass} font-semibold`} onClick={apply}>
        Apply link
      </button>
      <button
        type="button"
        className={`${inputClass} font-semibold`}
        onClick={() => {
          editor.chain().focus().extendMarkRange("link").unsetLink().run();
          close();
        }}
      >
        Remove link
      </button>
    </div>
  );
}

function ImagePanel(props: { editor: Editor; uploadUrl?: string; close: () => void }) {
  const id = useId();
  const [src, setSrc] = useState("");
  const [alt, setAlt] = useState("");
  const [status, setStatus] = useState("");
  const insert = (url: string) => {
    props.editor.chain().focus().setImage({ src: url, alt: alt.trim() }).run();
    props.close();
  };
  const upload = async (file: File) => {
    if (!props.uploadUrl) return;
    setStatus("Uploading…");
    const body = new FormData();
    body.set("file", file);
    try {
      const response = await fetch(props.uploadUrl, {
        method: "POST",
        body,
        headers: { Accept: "application/json" },
      });
      const answer = (await response.json().catch(() => ({}))) as { url?: string; error?: string };
      if (!response.ok || !answer.url) {
        setStatus(answer.error ?? "The image could not be uploaded.");
        return;
      }
      insert(answer.url);
    } catch {
      setStatus("The image could not be uploaded.");
    }
  };
  return (
    <div className="mt-1 flex flex-wrap items-end gap-2 p-1">
      <label htmlFor={`${id}-alt`} className="grid gap-1 text-xs font-semibold">
        Description (alt text)
        <input
          id={`${id}-alt`}
          className={`${inputClass} w-56`}
          value={alt}
          onChange={(e) => setAlt(e.target.value)}
        />
      </label>
      <label htmlFor={`${id}-src`} className="grid gap-1 text-xs font-semibold">
        Image address
        <input
          id={`${id}-src`}
          className={`${inputClass} w-72`}
          value={src}
          placeholder="https://…"
          onChange={(e) => setSrc(e.target.value)}
        />
      </label>
      <button
        type="button"
        className={`${inputClass} font-semibold`}
        onClick={() => src.trim() && insert(src.trim())}
      >
        Insert image
      </button>
      {props.uploadUrl ? (
        <label htmlFor={`${id}-file`} className="grid gap-1 text-xs font-semibold">
          Or upload (JPEG, PNG or WebP, up to 5 MB)
          <input
            id={`${id}-file`}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className="text-sm"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) void upload(file);
            }}
          />
        </label>
      ) : null}
      <p role="status" className="w-full text-xs text-muted">
        {status}
      </p>
    </div>
  );
}
