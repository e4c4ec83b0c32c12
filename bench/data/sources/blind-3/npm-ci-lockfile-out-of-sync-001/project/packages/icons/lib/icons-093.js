module.exports = function icons93(props) {
  return { kind: 'icons', id: 93, props };
};
