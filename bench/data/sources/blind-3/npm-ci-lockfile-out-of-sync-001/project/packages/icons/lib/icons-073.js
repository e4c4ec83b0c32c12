module.exports = function icons73(props) {
  return { kind: 'icons', id: 73, props };
};
