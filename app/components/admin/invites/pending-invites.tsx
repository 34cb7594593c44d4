import { Form } from "react-router";
import { DataTable, type Column } from "~/components/admin/data-table";
import { StatusBadge } from "~/components/admin/page-header";
import { Time } from "~/components/admin/time";
import { FormError } from "~/components/forms/form-message";
import { Button } from "~/components/ui/button";
import { formatCount } from "~/lib/admin/format";
import type { ShownTime } from "~/lib/admin/time";
import { INVITE_ROLE_LABEL, type InviteRole } from "~/lib/schemas/admin-invites";

export interface PendingInviteView {
  id: string;
  email: string;
  /** The role the account gets. */
  role: InviteRole;
  inviter: string;
  /** False once the inviter lost the admin role: their links stop working. */
  inviterIsAdmin: boolean;
  sent: ShownTime | null;
  expires: ShownTime | null;
}

/** Withdraws one invitation; a plain post, so it works without JavaScript. */
function RevokeButton({ invite }: { invite: PendingInviteView }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="revoke" />
      <input type="hidden" name="id" value={invite.id} />
      {/* relative: the hidden words are positioned inside the button, not against the page,
          which they would widen from inside the table's own scroll area. */}
      <Button type="submit" size="compact" variant="outline" className="relative">
        Revoke<span className="sr-only"> the invitation for {invite.email}</span>
      </Button>
    </Form>
  );
}

const columns: Column<PendingInviteView>[] = [
  {
    id: "email",
    header: "Email",
    rowHeader: true,
    // Wide enough that an address breaks at most once or twice; the table scrolls at 390 px.
    className: "min-w-[15rem]",
    cell: (i) => <span className="wrap-anywhere">{i.email}</span>,
  },
  { id: "role", header: "Role", cell: (i) => INVITE_ROLE_LABEL[i.role] },
  {
    id: "inviter",
    header: "Invited by",
    className: "min-w-[9rem]",
    cell: (i) => (
      <span className="grid justify-items-start gap-1">
        <span className="wrap-anywhere">{i.inviter}</span>
        {i.inviterIsAdmin ? null : (
          <StatusBadge tone="warn">No longer an admin: link disabled</StatusBadge>
        )}
      </span>
    ),
  },
  { id: "sent", header: "Sent", cell: (i) => <Time value={i.sent} /> },
  { id: "expires", header: "Expires", cell: (i) => <Time value={i.expires} /> },
  { id: "actions", header: "Actions", cell: (i) => <RevokeButton invite={i} /> },
];

/** The invitations still waiting to be accepted, each with a way to withdraw it. */
export function PendingInvites({
  invites,
  total,
  revokeError,
}: {
  invites: PendingInviteView[];
  total: number;
  revokeError?: string;
}) {
  return (
    <section aria-labelledby="pending-heading" className="mt-8 space-y-3">
      <div>
        <h2 id="pending-heading" className="text-xl">
          Pending invitations
        </h2>
        <p className="mt-1 text-sm text-muted">
          {formatCount(total)} waiting to be accepted
          {total > invites.length ? `; the newest ${formatCount(invites.length)} are shown` : ""}.
        </p>
      </div>
      <FormError message={revokeError} />
      <DataTable
        caption="Invitations waiting to be accepted"
        columns={columns}
        rows={invites}
        rowKey={(i) => i.id}
        empty="No invitations are waiting to be accepted."
      />
    </section>
  );
}
