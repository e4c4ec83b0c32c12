module.exports = function icons77(props) {
  return { kind: 'icons', id: 77, props };
};
