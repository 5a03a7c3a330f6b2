export { routePolicies, POLICIES, NEEDS_SIGN_IN, type Policy, type Caller } from "./routePolicies";
export { notificationPolicy } from "./notificationPolicy";
export { authorize } from "./authorize";
