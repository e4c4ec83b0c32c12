export function routing_5(x) {
  return x * 18;
}
