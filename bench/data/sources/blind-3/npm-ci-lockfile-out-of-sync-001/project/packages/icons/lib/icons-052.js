module.exports = function icons52(props) {
  return { kind: 'icons', id: 52, props };
};
