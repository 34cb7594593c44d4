import { data } from "react-router";
import { failed, succeeded, type ActionResult } from "~/lib/action-result";
import { consumeRateLimit } from "./rate-limit";
import { cancelEnrollment, enroll, EnrollmentError } from "./repos/enrollments";
import type { AppServices } from "./services";
import { requireUser, type SessionUser } from "./session";

const ENROLLMENT_RATE = { limit: 30, windowSeconds: 600 };

/**
 * The learner's enrollment form posts (intent "enroll" with courseId, "cancel" with
 * enrollmentId), shared by the course page and the course lists. The user is already checked.
 */
export async function handleEnrollmentIntent(
  services: AppServices,
  user: SessionUser,
  form: FormData,
): Promise<{ result: ActionResult; status: number }> {
  const intent = String(form.get("intent") ?? "");
  if (intent !== "enroll" && intent !== "cancel") {
    return { result: failed(intent, {}, "Unknown action."), status: 400 };
  }
  const limit = await consumeRateLimit(services.db, `enrollment:${user.id}`, ENROLLMENT_RATE);
  if (!limit.allowed) {
    return {
      result: failed(intent, {}, "Too many changes in a short time. Please wait a few minutes."),
      status: 429,
    };
  }
  try {
    if (intent === "enroll") {
      const courseId = String(form.get("courseId") ?? "");
      const { created } = await enroll(services.db, user.id, courseId);
      return {
        result: succeeded(
          intent,
          created ? "Enrolled!" : "Already enrolled",
          created
            ? "You're enrolled. The course is in your upcoming courses."
            : "You were already enrolled in this course.",
        ),
        status: 200,
      };
    }
    const enrollmentId = String(form.get("enrollmentId") ?? "");
    await cancelEnrollment(services.db, user.id, enrollmentId);
    return {
      result: succeeded(intent, "Enrollment cancelled", "Your enrollment has been cancelled."),
      status: 200,
    };
  } catch (error) {
    if (error instanceof EnrollmentError) {
      return {
        result: failed(intent, {}, error.message),
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
    await args.request.formData(),
  );
  return data(result, { status, headers: { "Cache-Control": "private, no-store" } });
}
