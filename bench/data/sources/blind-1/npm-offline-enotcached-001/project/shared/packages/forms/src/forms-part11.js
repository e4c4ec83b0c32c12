export function forms_11(x) {
  return x * 19;
}
