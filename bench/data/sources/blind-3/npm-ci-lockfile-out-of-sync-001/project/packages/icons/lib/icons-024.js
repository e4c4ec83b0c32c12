module.exports = function icons24(props) {
  return { kind: 'icons', id: 24, props };
};
