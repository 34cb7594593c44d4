import { listQuery } from "./list-query";
import { z } from "~/lib/schemas/zod";

// Newsletter issues (docs/admin.md §4, Issues): the list's address and the issue form's fields,
// shared by the pages and the server.

/** The issues' list; an issue's page is `${ISSUES_PATH}/<id>`. */
export const ISSUES_PATH = "/admin/newsletter/issues";

export const ISSUE_STATUSES = ["draft", "sending", "sent"] as const;
export type IssueStatus = (typeof ISSUE_STATUSES)[number];

export const ISSUE_STATUS_LABELS: Record<IssueStatus, string> = {
  draft: "Draft",
  sending: "Sending",
  sent: "Sent",
};

export const issueListQuery = listQuery({ sorts: ["created"], sort: "created", dir: "desc" });
export type IssueListQuery = z.infer<typeof issueListQuery>;

/** Longest body an issue may have, in characters of HTML. */
export const MAX_ISSUE_HTML = 200_000;

/**
 * The issue form's own fields. The server adds the hidden `version` for an edit. The body is
 * HTML from the editor (or the plain textarea without JavaScript); the server sanitises it.
 */
/**
 * Line breaks or other control characters (C0, DEL, C1 with U+0085 NEXT LINE, and the Unicode
 * line and paragraph separators): a mail header's value must be one line of text.
 */
const NOT_ONE_LINE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

export const issueSchema = z.object({
  subject: z
    .string("Subject must be text.")
    .trim()
    .min(3, "Subject must be at least 3 characters.")
    .max(150, "Subject must be at most 150 characters.")
    .refine((s) => !NOT_ONE_LINE.test(s), "Subject must be one line, without line breaks."),
  preheader: z
    .string("Preview text must be text.")
    .trim()
    .max(150, "Preview text must be at most 150 characters.")
    .refine((s) => !NOT_ONE_LINE.test(s), "Preview text must be one line, without line breaks.")
    .optional()
    .transform((s) => s ?? ""),
  html: z
    .string("The newsletter's text must be text.")
    .trim()
    .min(1, "Write the newsletter before saving it.")
    .max(MAX_ISSUE_HTML, `The newsletter must be at most ${MAX_ISSUE_HTML} characters of HTML.`),
});
export type IssueInput = z.infer<typeof issueSchema>;
