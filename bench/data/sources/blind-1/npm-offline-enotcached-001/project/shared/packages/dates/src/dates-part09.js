export function dates_9(x) {
  return x * 13;
}
