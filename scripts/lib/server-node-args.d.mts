/** The node arguments of every process that serves the app (see server-node-args.mjs). */
export declare const SERVER_NODE_ARGS: string[];
