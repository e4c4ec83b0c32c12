module.exports = function ui61(props) {
  return { kind: 'ui', id: 61, props };
};
