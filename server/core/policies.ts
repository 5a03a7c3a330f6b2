export { routePolicies, POLICIES, NEEDS_SIGN_IN, type Policy, type Caller } from "./routePolicies";
export { notificationPolicy } from "../features/deck/policy";
export { authorize } from "./authorize";
