module.exports = function icons45(props) {
  return { kind: 'icons', id: 45, props };
};
