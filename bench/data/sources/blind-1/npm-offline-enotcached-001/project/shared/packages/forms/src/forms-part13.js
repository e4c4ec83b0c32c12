export function forms_13(x) {
  return x * 21;
}
