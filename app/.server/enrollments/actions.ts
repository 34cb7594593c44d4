import { formFailure, formSuccess, type FormResult } from "~/lib/form-result";
import { formAnswer, readForm } from "../kit/form-action";
import { consumeRateLimit } from "../platform/rate-limit";
import { enroll, EnrollmentError } from "./writes";
import { cancelOwnEnrollment, enrollInGroup } from "./writes-groups";
import { courseOpenGroups } from "../classes/queries-learner";
import { AdminRefusal } from "../kit/write";
import type { AppServices } from "../platform/types";
import { requireUser, type SessionUser } from "../platform/session";

const ENROLLMENT_RATE = { limit: 30, windowSeconds: 600 };

/**
 * The learner's enrollment form posts (intent "enroll" with courseId, "cancel" with
 * enrollmentId), shared by the course page and the course lists. The user is already checked.
 */
export async function handleEnrollmentIntent(
  services: AppServices,
  user: SessionUser,
  form: Record<string, string>,
): Promise<{ result: FormResult; status: number }> {
  const intent = form.intent ?? "";
  const failed = (message: string, errors: Record<string, string> = {}) =>
    formFailure(errors, message, intent, form);
  const succeeded = (title: string, message: string) => formSuccess(title, message, intent);
  if (intent !== "enroll" && intent !== "cancel") {
    return { result: failed("Unknown action."), status: 400 };
  }
  const limit = await consumeRateLimit(services.db, `enrollment:${user.id}`, ENROLLMENT_RATE);
  if (!limit.allowed) {
    return {
      result: failed("Too many changes in a short time. Please wait a few minutes."),
      status: 429,
    };
  }
  try {
    if (intent === "enroll") {
      const courseId = form.courseId ?? "";
      const cohortId = form.cohortId ?? "";
      // A parent names the child the enrolment is for; the child's pages and the teacher's
      // roster show that name (docs/classes.md "Learner pages and feeds").
      const child = childName(user, form.learnerName);
      if (!child.ok) {
        return { result: failed(child.message, { learnerName: child.message }), status: 400 };
      }
      const learnerName = child.name;
      // A course with open class groups is joined through one of them (docs/classes.md
      // "Learner pages and feeds"); the page offers them as radio buttons.
      const groups = await courseOpenGroups(services.db, courseId);
      if (cohortId || groups.length > 0) {
        const group = groups.find((g) => g.id === cohortId);
        if (!group) {
          return {
            result: failed("Choose a class group to enrol in.", {
              cohortId: cohortId
                ? "This class group is not taking learners any more. Choose another."
                : "Choose a class group.",
            }),
            status: 400,
          };
        }
        await enrollInGroup(services.db, user, { courseId, cohortId, learnerName });
        return {
          result: succeeded(
            "Enrolled!",
            `You're enrolled in “${group.name}”. Its classes are in your upcoming courses.`,
          ),
          status: 200,
        };
      }
      const { created } = await enroll(services.db, user.id, courseId, learnerName);
      return {
        result: succeeded(
          created ? "Enrolled!" : "Already enrolled",
          created
            ? "You're enrolled. The course is in your upcoming courses."
            : "You were already enrolled in this course.",
        ),
        status: 200,
      };
    }
    const enrollmentId = form.enrollmentId ?? "";
    await cancelOwnEnrollment(services.db, user.id, enrollmentId);
    return {
      result: succeeded("Enrollment cancelled", "Your enrollment has been cancelled."),
      status: 200,
    };
  } catch (error) {
    // A full group, one no longer open, or a place already held: nothing was enrolled.
    if (error instanceof AdminRefusal) {
      return { result: failed(error.message), status: error.status };
    }
    if (error instanceof EnrollmentError) {
      return {
        result: failed(error.message),
        status: error.code === "not-found" ? 404 : 409,
      };
    }
    throw error;
  }
}

const CHILD_NAME_MAX = 80;

/** A parent's child's name, required of parents, and nothing for other accounts. */
function childName(
  user: SessionUser,
  value: string | undefined,
): { ok: true; name: string | null } | { ok: false; message: string } {
  if (user.accountType !== "parent") return { ok: true, name: null };
  const name = (value ?? "").replace(/\s+/g, " ").trim();
  if (!name) return { ok: false, message: "Enter the name of the child you are enrolling." };
  if (name.length > CHILD_NAME_MAX) {
    return { ok: false, message: `Keep the name to ${CHILD_NAME_MAX} characters.` };
  }
  // Letters of any script, marks, spaces and the punctuation of names only.
  if (!/^[\p{L}\p{M}' .-]+$/u.test(name)) {
    return { ok: false, message: "Use letters, spaces, hyphens and apostrophes only." };
  }
  return { ok: true, name };
}

/** The whole action of a page with enrollment forms: guard, handle, answer (never cached). */
export async function enrollmentAction(args: {
  request: Request;
  context: { services: AppServices; user: SessionUser | null };
}) {
  const user = requireUser(args);
  const { result, status } = await handleEnrollmentIntent(
    args.context.services,
    user,
    await readForm(args.request),
  );
  return formAnswer(result, status);
}
