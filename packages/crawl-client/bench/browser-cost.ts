export async function browserCost(_runs: number) { return []; }
