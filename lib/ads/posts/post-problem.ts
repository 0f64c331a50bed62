import { ServiceProblem } from "@/lib/http/problems";

/** A refused v2 post call: the problem reason, the parameter at fault, and what is expected. */
export class PostProblem extends ServiceProblem {}
