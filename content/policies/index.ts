import type { PolicySeed } from "../types";
import { policy as termsOfService } from "./terms-of-service";
import { policy as privacyPolicy } from "./privacy-policy";
import { policy as dataDeletionPolicy } from "./data-deletion-policy";

export const policies: PolicySeed[] = [termsOfService, privacyPolicy, dataDeletionPolicy];
