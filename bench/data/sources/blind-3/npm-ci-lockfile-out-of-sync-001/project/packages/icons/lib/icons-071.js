module.exports = function icons71(props) {
  return { kind: 'icons', id: 71, props };
};
