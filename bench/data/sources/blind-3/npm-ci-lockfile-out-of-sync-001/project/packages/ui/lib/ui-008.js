module.exports = function ui8(props) {
  return { kind: 'ui', id: 8, props };
};
