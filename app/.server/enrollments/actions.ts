import { formFailure, formSuccess, type FormResult } from "~/lib/form-result";
import { formAnswer, readForm } from "../kit/form-action";
import { consumeRateLimit } from "../platform/rate-limit";
import { cancelEnrollment, enroll, enrollInGroup, EnrollmentError } from "./writes";
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
        await enrollInGroup(services.db, user, { courseId, cohortId });
        return {
          result: succeeded(
            "Enrolled!",
            `You're enrolled in “${group.name}”. Its classes are in your upcoming courses.`,
          ),
          status: 200,
        };
      }
      const { created } = await enroll(services.db, user.id, courseId);
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
    await cancelEnrollment(services.db, user.id, enrollmentId);
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
