import { ConfirmDisclosure } from "~/components/admin/confirm-disclosure";
import { StatusBadge } from "~/components/admin/page-header";
import { Time } from "~/components/admin/time";
import { FormError } from "~/components/forms/form-message";
import { SelectField } from "~/components/forms/select-field";
import { Button } from "~/components/ui/button";
import { useForm } from "~/hooks/use-form";
import type { ShownTime } from "~/lib/admin/time";
import type { FormResult } from "~/lib/form-result";
import {
  ACCOUNT_TYPE_LABEL,
  ACCOUNT_TYPES,
  accountTypeSchema,
  type UserAccountType,
  type UserRole,
} from "~/lib/schemas/admin-users";
import { SectionCard } from "./section-card";

export interface ShownUser {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  phone: string | null;
  /** The phone shown is the one the user gave when booking a demo (the profile has none). */
  phoneFromBooking?: boolean;
  role: UserRole;
  accountType: UserAccountType;
  version: number;
  joined: ShownTime | null;
}

const term = "text-sm font-semibold text-muted";
const TYPE_OPTIONS = ACCOUNT_TYPES.map((value) => ({ value, label: ACCOUNT_TYPE_LABEL[value] }));

interface Props {
  user: ShownUser;
  isSelf: boolean;
  pageResult: FormResult | null;
}

/** Who the user is, and the two things an admin changes about them: account type and role. */
export function ProfileSection({ user, isSelf, pageResult }: Props) {
  return (
    <SectionCard id="profile" title="Profile">
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]">
        <dt className={term}>Name</dt>
        <dd className="min-w-0 wrap-anywhere">{user.name}</dd>
        <dt className={term}>E-mail</dt>
        <dd className="min-w-0 break-all">
          <a href={`mailto:${user.email}`} className="text-brand-800 underline">
            {user.email}
          </a>{" "}
          <span className="text-sm whitespace-nowrap text-muted">
            ({user.emailVerified ? "verified" : "not verified"})
          </span>
        </dd>
        <dt className={term}>Phone</dt>
        <dd className="min-w-0 wrap-anywhere" data-testid="phone">
          {user.phone ?? "—"}
          {user.phoneFromBooking ? (
            <span className="text-sm text-muted"> (from their demo booking)</span>
          ) : null}
        </dd>
        <dt className={term}>Account type</dt>
        <dd data-testid="account-type">
          {/* Student, parent or professional describe learners; an admin is none of them. */}
          {user.role === "admin" ? "None (an admin)" : ACCOUNT_TYPE_LABEL[user.accountType]}
        </dd>
        <dt className={term}>Role</dt>
        <dd data-testid="role">
          <RoleBadge role={user.role} />
        </dd>
        <dt className={term}>Joined</dt>
        <dd>
          <Time value={user.joined} />
        </dd>
      </dl>
      <div className="mt-6 grid gap-6 border-t border-brand-100 pt-5 md:grid-cols-2">
        {user.role === "admin" ? null : <AccountTypeForm user={user} pageResult={pageResult} />}
        <div className="grid content-start gap-6">
          <RoleForm user={user} isSelf={isSelf} pageResult={pageResult} />
          {user.role === "admin" ? null : <TeacherRoleForm user={user} pageResult={pageResult} />}
        </div>
      </div>
    </SectionCard>
  );
}

/** The role as a badge: the word carries it (the list and this page). */
export function RoleBadge({ role }: { role: UserRole }) {
  if (role === "admin") return <StatusBadge tone="info">Admin</StatusBadge>;
  if (role === "teacher") return <StatusBadge tone="good">Teacher</StatusBadge>;
  return <StatusBadge tone="neutral">User</StatusBadge>;
}

/**
 * Gives or takes the teacher role (docs/classes.md "Words"): a teacher has the learner's pages
 * and the /teach area, never this panel. Taking it is refused while they run upcoming classes.
 */
function TeacherRoleForm({ user, pageResult }: Omit<Props, "isSelf">) {
  // Its own intent, so its refusal shows here and not beside the admin role's button.
  const { fetcher, busy, formError } = useForm({ intent: "teacherRole", pageResult });
  const teacher = user.role === "teacher";
  return (
    <fetcher.Form method="post" aria-label="Teacher role" className="grid content-start gap-3">
      <input type="hidden" name="intent" value="teacherRole" />
      <input type="hidden" name="version" value={user.version} />
      <input type="hidden" name="role" value={teacher ? "user" : "teacher"} />
      <FormError message={formError} />
      <p className="text-sm text-muted">
        {teacher
          ? "They keep their account and courses but lose the Teaching area."
          : "A teacher sees their classes and rosters under Teaching, and sets their availability. They cannot open this panel."}
      </p>
      <div>
        <Button type="submit" size="sm" variant="outline" disabled={busy}>
          {busy ? "Saving..." : teacher ? "Remove teacher role" : "Make teacher"}
        </Button>
      </div>
    </fetcher.Form>
  );
}

function AccountTypeForm({ user, pageResult }: Omit<Props, "isSelf">) {
  const { fetcher, formRef, onSubmit, busy, field, sent, formError } = useForm({
    schema: accountTypeSchema,
    intent: "accountType",
    pageResult,
  });
  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-label="Account type"
      className="grid content-start gap-3"
    >
      <input type="hidden" name="intent" value="accountType" />
      <input type="hidden" name="version" value={user.version} />
      <FormError message={formError} />
      <SelectField
        label="Change account type"
        name="accountType"
        options={TYPE_OPTIONS}
        // A new version (the change saved) shows the saved value, not the one last chosen.
        key={user.version}
        defaultValue={sent("accountType") ?? user.accountType}
        error={field("accountType").error}
      />
      <div>
        <Button type="submit" size="sm" disabled={busy}>
          {busy ? "Saving..." : "Save account type"}
        </Button>
      </div>
    </fetcher.Form>
  );
}

function RoleForm({ user, isSelf, pageResult }: Props) {
  const { fetcher, busy, formError } = useForm({ intent: "role", pageResult });
  const promote = user.role !== "admin";
  const form = (
    <fetcher.Form method="post" aria-label="Role" className="grid content-start gap-3">
      <input type="hidden" name="intent" value="role" />
      <input type="hidden" name="version" value={user.version} />
      <input type="hidden" name="role" value={promote ? "admin" : "user"} />
      <FormError message={formError} />
      <p className="text-sm text-muted">
        {promote
          ? "An admin can open this panel and change everything in it."
          : isSelf
            ? "You will lose access to this panel at once. The school always keeps at least one admin."
            : "They keep their account and courses but lose access to this panel. The school always keeps at least one admin."}
      </p>
      <div>
        <Button
          type="submit"
          size="sm"
          variant={promote ? "outline" : "destructive"}
          disabled={busy}
        >
          {promote
            ? "Make admin"
            : isSelf
              ? "Yes, remove my admin role"
              : "Yes, remove their admin role"}
        </Button>
      </div>
    </fetcher.Form>
  );
  // Taking the role away has no undo for someone who is then locked out: a second step.
  if (promote) return form;
  return (
    <ConfirmDisclosure
      summary={isSelf ? "Remove my admin role" : "Remove admin role"}
      open={Boolean(formError)}
    >
      {form}
    </ConfirmDisclosure>
  );
}
