module.exports = function icons72(props) {
  return { kind: 'icons', id: 72, props };
};
