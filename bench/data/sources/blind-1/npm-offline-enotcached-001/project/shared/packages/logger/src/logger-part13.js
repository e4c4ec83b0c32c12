export function logger_13(x) {
  return x * 24;
}
