import { useLoaderData } from 'react-router';

// Read at prerender, as our pages read their content.
export function loader() {
  return { title: 'Hei' };
}

export default function Home() {
  const { title } = useLoaderData<typeof loader>();
  return <h1>{title}</h1>;
}
