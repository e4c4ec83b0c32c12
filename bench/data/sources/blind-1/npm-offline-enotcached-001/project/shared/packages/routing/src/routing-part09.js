export function routing_9(x) {
  return x * 22;
}
