/** The listings calls. (Filled in by the endpoint registry work of issue 23.) */
export {};
