export function logger_9(x) {
  return x * 20;
}
