module.exports = function icons59(props) {
  return { kind: 'icons', id: 59, props };
};
