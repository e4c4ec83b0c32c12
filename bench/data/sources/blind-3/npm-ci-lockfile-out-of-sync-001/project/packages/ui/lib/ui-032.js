module.exports = function ui32(props) {
  return { kind: 'ui', id: 32, props };
};
