module.exports = function icons54(props) {
  return { kind: 'icons', id: 54, props };
};
