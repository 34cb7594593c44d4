import { Download } from "lucide-react";
import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { CalendarFeed } from "~/components/account/calendar-feed";
import { ClassReminders } from "~/components/account/class-reminders";
import { DeleteAccount } from "~/components/account/delete-account";
import { OtherDevices } from "~/components/account/other-devices";
import { PasswordForm } from "~/components/account/password-form";
import { ProfileForm } from "~/components/account/profile-form";
import { SettingsSection } from "~/components/account/settings-section";
import { buttonVariants } from "~/components/ui/button";
import { handleAccountIntent } from "~/.server/account/actions";
import { readForm } from "~/.server/kit/form-action";
import { countOtherSessions } from "~/.server/auth/queries";
import { sessionToken } from "~/.server/auth/session-cookie";
import { liveFeed } from "~/.server/classes/queries-feeds";
import { classRemindersOn } from "~/.server/classes/writes-reminders";
import { getProfile } from "~/.server/users/queries";
import { requireUser } from "~/.server/platform/session";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/account-settings";

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Profile", "Your Learnova profile and account settings."),
  { name: "robots", content: "noindex" },
];

export async function loader(args: Route.LoaderArgs) {
  const user = requireUser(args);
  const { services } = args.context;
  const profile = (await getProfile(services.db, user.id)) ?? user;
  // The page's own session, from its signed cookie (the server has checked it is live and
  // this user's); a bearer token or an unusual cookie is left to Better Auth, as before.
  const signed = sessionToken(services.config, args.request.headers.get("cookie"));
  const token =
    typeof signed === "string" && !args.request.headers.has("authorization")
      ? signed
      : (await services.auth.api.getSession({ headers: args.request.headers }))?.session.token;
  const otherSessions = token ? await countOtherSessions(services.db, user.id, token) : 0;
  const feed = await liveFeed(services.db, services.config.authSecret, user.id);
  return data(
    {
      profile: {
        name: profile.name,
        email: profile.email,
        accountType: profile.accountType,
        phone: profile.phone ?? null,
      },
      otherSessions,
      classReminders: await classRemindersOn(services.db, user.id),
      calendar: {
        url: feed ? `${services.config.siteUrl}/calendar/${feed.token}.ics` : null,
        // Teachers' (and admins') feeds also hold the classes they teach and the demos they run
        // (app/.server/classes/feeds.ts).
        teaches: user.role === "teacher" || user.role === "admin",
      },
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action(args: Route.ActionArgs) {
  const user = requireUser(args);
  return handleAccountIntent({
    services: args.context.services,
    user,
    request: args.request,
    form: await readForm(args.request),
  });
}

/** After the account is deleted this page has nothing to reload (its guard would send to /login). */
export function shouldRevalidate({
  formData,
  actionResult,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const deleted =
    formData?.get("intent") === "delete" && (actionResult as { ok?: boolean } | undefined)?.ok;
  return deleted ? false : defaultShouldRevalidate;
}

export default function AccountSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { profile, otherSessions, calendar, classReminders } = loaderData;
  const pageResult = actionData && "intent" in actionData ? actionData : null;
  return (
    <>
      <h1 className="text-3xl">Profile</h1>
      <p className="mt-2 text-muted">Your details, your password and your data.</p>
      <div className="mt-6 grid gap-6">
        <SettingsSection id="profile-heading" title="Your details">
          <ProfileForm profile={profile} pageResult={pageResult} />
        </SettingsSection>

        <SettingsSection
          id="password-heading"
          title="Change password"
          lead="Changing your password signs you out everywhere else."
        >
          <PasswordForm pageResult={pageResult} />
        </SettingsSection>

        <SettingsSection id="devices-heading" title="Devices">
          <OtherDevices otherSessions={otherSessions} pageResult={pageResult} />
        </SettingsSection>

        <SettingsSection
          id="calendar-heading"
          title="Calendar"
          lead={
            calendar.teaches
              ? "A private address for your calendar app with your classes: the ones you take, the ones you teach and the demo classes you run. Times follow your calendar's own clock; cancelled classes stay in it, marked cancelled."
              : "A private address for your calendar app with your classes. Times follow your calendar's own clock; cancelled classes stay in it, marked cancelled. Anyone with the address can see your timetable, so keep it to yourself."
          }
        >
          <CalendarFeed url={calendar.url} pageResult={pageResult} />
        </SettingsSection>

        <SettingsSection
          id="reminders-heading"
          title="Class reminders"
          lead="An e-mail 24 hours and 1 hour before each class you take or teach, with its time on your clock and the link to join."
        >
          <ClassReminders on={classReminders} pageResult={pageResult} />
        </SettingsSection>

        <SettingsSection
          id="data-heading"
          title="Your data"
          lead="Download everything linked to your account as one JSON file: your profile, enrollments, demo bookings, messages and newsletter status."
        >
          <a
            href="/account-settings/export.json"
            download
            className={buttonVariants({ variant: "outline" })}
          >
            <Download aria-hidden className="h-4 w-4" />
            Download my data
          </a>
        </SettingsSection>

        <SettingsSection
          id="delete-heading"
          title="Delete my account"
          tone="danger"
          lead={
            <>
              Deletion is immediate and cannot be undone. Read what is deleted and what is kept
              anonymously in our{" "}
              <a href="/data-deletion-policy" className="font-semibold text-brand-800 underline">
                Data Deletion Policy
              </a>
              .
            </>
          }
        >
          <DeleteAccount email={profile.email} pageResult={pageResult} />
        </SettingsSection>
      </div>
    </>
  );
}
