module.exports = function icons16(props) {
  return { kind: 'icons', id: 16, props };
};
