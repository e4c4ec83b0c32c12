module.exports = function icons7(props) {
  return { kind: 'icons', id: 7, props };
};
