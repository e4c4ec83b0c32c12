module.exports = function icons55(props) {
  return { kind: 'icons', id: 55, props };
};
