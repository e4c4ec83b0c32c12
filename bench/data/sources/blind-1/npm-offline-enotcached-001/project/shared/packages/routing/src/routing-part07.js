export function routing_7(x) {
  return x * 20;
}
