module.exports = function icons27(props) {
  return { kind: 'icons', id: 27, props };
};
