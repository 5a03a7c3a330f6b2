export { routePolicies, POLICIES, NEEDS_SIGN_IN, type Policy, type Caller } from "./routePolicies";
export { authorize } from "./authorize";
