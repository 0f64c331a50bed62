import { serveFlows } from "../support/clients-rpc";
import { approveOAuth1, approveOAuth2 } from "./approvals";

/** The user's browser for the Python clients' flows: approvals at the reference host names. */
serveFlows({ approveOAuth1, approveOAuth2 });
