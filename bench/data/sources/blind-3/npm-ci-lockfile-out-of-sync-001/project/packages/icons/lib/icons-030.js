module.exports = function icons30(props) {
  return { kind: 'icons', id: 30, props };
};
