export function forms_9(x) {
  return x * 17;
}
