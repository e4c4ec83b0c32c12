module.exports = function icons8(props) {
  return { kind: 'icons', id: 8, props };
};
