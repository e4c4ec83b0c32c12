export function logger_7(x) {
  return x * 18;
}
